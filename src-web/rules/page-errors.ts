// The page errors of spec section 8.

export interface PageErrorText {
  heading: string;
  detail: string;
}

/** The heading and text for a failed page load; type is "track", "area", "blog post", … */
export function pageErrorText(httpStatus: number | null, type: string): PageErrorText {
  if (httpStatus === 404) {
    return { heading: `${type.charAt(0).toUpperCase()}${type.slice(1)} not found`, detail: `The requested ${type} could not be located.` };
  }
  if (httpStatus !== null && httpStatus >= 500) return { heading: 'Server Error', detail: 'Something went wrong on our end.' };
  return { heading: 'An unexpected error occurred', detail: 'Please reload the page and try again.' };
}
