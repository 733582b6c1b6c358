// The track and area pages: facts, access and hours, recommends, comments, visit reports, in English.
export const trackPages = {} as const;
