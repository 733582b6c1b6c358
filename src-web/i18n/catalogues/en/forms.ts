// The forms (track, comment, visit report, recommend), their validation and progress messages, the edit history and the contribute page, in English.
export const forms = {} as const;
