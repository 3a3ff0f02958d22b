import {
  invitedPasswordSchema,
  managerCompanyOfficeSchema,
  managerCompanyPersonSchema,
  managerCompanyUserRequestSchema,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

const person = managerCompanyPersonSchema.shape;
const accepted = managerCompanyUserRequestSchema.shape;

// A box starts unticked (false); the request accepts only `true`, with the domain's message.
const personDetailsSchema = z.object({
  firstName: person.firstName,
  lastName: person.lastName,
  phone: person.phone,
  termsAccepted: z.boolean().pipe(accepted.termsAccepted),
  dataProtectionPlanAccepted: z.boolean().pipe(accepted.dataProtectionPlanAccepted),
});

/**
 * Step 0 of the manager company registration: the domain's person rules, both terms boxes and
 * the password rules with the invited e-mail and the names typed so far counting against it.
 */
export function personFormSchema(personalWords: readonly string[]) {
  return invitedPasswordSchema(personalWords).and(personDetailsSchema);
}

export type PersonFormValues = z.input<ReturnType<typeof personFormSchema>>;
export type PersonForm = z.output<ReturnType<typeof personFormSchema>>;

/** The step-0 resolver: the password's strength is judged against the current names. */
export function personFormResolver(email: string): Resolver<PersonFormValues, unknown, PersonForm> {
  return (values, context, options) =>
    zodResolver(personFormSchema([email, values.firstName, values.lastName]))(
      values,
      context,
      options,
    );
}

export const emptyPerson = (firstName: string, lastName: string): PersonFormValues => ({
  firstName,
  lastName,
  phone: '',
  password: '',
  password2: '',
  termsAccepted: false,
  dataProtectionPlanAccepted: false,
});

/** Step 1: the office (spec 02 §5 'Company form (manager company)'). */
export const officeFormSchema = managerCompanyOfficeSchema;
export type OfficeFormValues = z.input<typeof officeFormSchema>;
export type OfficeForm = z.output<typeof officeFormSchema>;

export const emptyOffice: OfficeFormValues = {
  name: '',
  businessId: '',
  street: '',
  postalCode: '',
  postOffice: '',
};

/** The request's `user` from step 0: the person's own fields, nothing of the form's boxes. */
export function userOf(form: PersonForm) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    password: form.password,
    password2: form.password2,
  };
}
