/** What the trade register says of a housing company's manager (isännöitsijä). */
export type ManagerEntry =
  /** The register names this office (by business id; its name when the register gives one). */
  | { kind: 'manager'; officeBusinessId: string; officeName: string | null }
  /** The register knows the housing company and names no manager, or does not know it. */
  | { kind: 'none' }
  /** No register can say: the back office decides (decision 0045). */
  | { kind: 'unknown' };

/** The trade register as the portal asks it: who manages a housing company. */
export interface TradeRegister {
  managerOf(housingCompanyBusinessId: string): Promise<ManagerEntry>;
}
