export interface CustomerRow {
  id: number;
  name: string;
  businessId: string | null;
  customerNumbers: string[];
}
