/** The bidding zone whose day-ahead prices cost the consumption (prices.zone). */
export const spotZone = 'FI';
