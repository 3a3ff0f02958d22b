import { formatDate, type InboxItem, type InboxKind } from '@energiaportaali/domain';
import { useTexts, type Texts } from '../../texts';

type InboxTexts = Texts['backOffice']['inboxes'];
type Facts = [label: string, value: string | number | null][];

const name = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

// What each inbox's item says, as label–value pairs (an empty value is left out).
const factsOf: { [Kind in InboxKind]: (item: InboxItem<Kind>, t: InboxTexts) => Facts } = {
  feedback: (item, t) => [
    [t.fields.customerName, item.customerName],
    [t.fields.username, item.username],
    [t.fields.email, item.email],
    [t.fields.message, item.message],
  ],
  'water-readings': (item, t) => [
    [t.fields.meteringPointIdentifier, item.meteringPointIdentifier],
    [t.fields.address, item.address],
    [t.fields.meterId, item.meterId],
    [t.fields.readingDate, formatDate(item.readingDate)],
    [t.fields.reading, item.reading],
    [t.fields.email, item.email],
  ],
  'contact-changes': (item, t) => [
    [t.fields.userName, item.userName],
    [t.fields.userEmail, item.userEmail],
    [t.fields.customerName, item.customerName],
    [t.newPhone, item.phone],
    [t.newEmail, item.email],
  ],
  'fibre-requests': (item, t) => [
    [t.fields.kind, t.fibreKind[item.kind]],
    [t.fields.name, name(item.firstName, item.lastName)],
    [t.fields.phone, item.phone],
    [t.fields.email, item.email],
    [t.fields.measurementPointId, item.measurementPointId],
    [t.fields.meterId, item.meterId],
    [t.fields.consumption, item.consumption],
  ],
};

/** The content of an inbox item as a compact list of its facts. */
export function InboxContent<Kind extends InboxKind>({
  kind,
  item,
}: {
  kind: Kind;
  item: InboxItem<Kind>;
}) {
  const t = useTexts().backOffice.inboxes;
  const facts = factsOf[kind](item, t).filter(([, value]) => value !== null && value !== '');
  return (
    <dl className="backoffice-facts backoffice-facts--compact">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
