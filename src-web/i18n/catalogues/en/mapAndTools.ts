// The map (filters, notices, the add-a-track question, the list beside it), the search suggestions, the coverage summary and the track calculator, in English.
export const mapAndTools = {} as const;
