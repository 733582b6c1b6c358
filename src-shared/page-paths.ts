// The paths of the pages the Worker and the chat link to (spec section 2's routes).
export const trackPath = (segment: string) => `/track/${segment}`;
export const areaPath = (segment: string) => `/running-in/${segment}`;
