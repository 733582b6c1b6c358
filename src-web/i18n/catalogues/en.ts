// The site's texts in English, the source of every other catalogue (issue 24): each key here
// exists in every language (src-web/i18n/catalogues.test.ts checks it), and the spec's quoted
// texts stay exactly as the spec words them. Plurals follow i18next: key_one, key_other (and
// key_zero, _two, _few, _many where a language has them). Names, comments and other things
// runners wrote are never in a catalogue.
export const en = {
  language: {
    label: 'Language',
  },
  header: {
    start: 'Start page',
    aiSearch: 'AI search',
    browseMap: 'Browse map',
    calculator: 'Track calculator',
    contribute: 'Add or edit a track',
    about: 'About',
    terms: 'Terms',
    privacy: 'Privacy',
    menu: 'Menu',
    mainNavigation: 'Main',
  },
  app: {
    skipToContent: 'Skip to content',
    loading: 'Loading',
    loadingMap: 'Loading map',
    close: 'Close',
    closeToMap: 'Close and show the map',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    reload: 'Reload the page',
    noScript: 'The map, the search and the forms need JavaScript; the pages can be read without it.',
  },
  pages: {
    track: 'Track',
    editTrack: 'Edit track',
    trackHistory: 'Track history',
    addTrack: 'Add a track',
    area: 'Area',
    calculator: 'Track calculator',
    blogPost: 'Blog post',
    contribute: 'Add or edit a track',
    about: 'About',
    terms: 'Terms',
    privacy: 'Privacy',
    developers: 'Developers',
  },
  notFound: {
    title: '404 - not found',
    text: 'There is no page at this address. Try the search on the start page or browse the map.',
    toStart: 'Go to the start page',
    browseMap: 'Browse the map',
  },
  errors: {
    notFound: {
      track: 'Track not found',
      area: 'Area not found',
      blogPost: 'Blog post not found',
      page: 'Page not found',
    },
    notFoundDetail: {
      track: 'The requested track could not be located.',
      area: 'The requested area could not be located.',
      blogPost: 'The requested blog post could not be located.',
      page: 'The requested page could not be located.',
    },
    server: 'Server Error',
    serverDetail: 'Something went wrong on our end.',
    unexpected: 'An unexpected error occurred',
    unexpectedDetail: 'Please reload the page and try again.',
  },
  terms: {
    popup: 'Track data is shared by runners and may be out of date. By using the map you accept our <terms>terms</terms> and <privacy>privacy policy</privacy>.',
    popupLabel: 'Terms of use',
    ok: 'OK',
  },
  start: {
    description: 'Find your nearest running track: a community-edited map and directory of athletics tracks, with an AI search assistant.',
    tagline: 'Find your nearest running track',
    searchLabel: 'Search for a city, an area or a track',
    searchPlaceholder: 'City, area or track name',
    search: 'Search',
    nothingMatched: 'Whoops, nothing matched. Would you like to try our AI chat instead?',
    dismiss: 'Dismiss',
    useMyLocation: 'Use my location',
    browseMap: 'Browse the map',
    askAi: 'Ask our AI search',
    coverageHeading: 'Where tracks are listed',
    andMore_one: 'and {{count}} more',
    andMore_other: 'and {{count}} more',
    addYours: 'Running somewhere else? <add>Add the tracks you know</add>, so the next runner finds them.',
    blogHeading: 'From the blog',
  },
} as const;

/** A catalogue: the English one's keys, each with a text of its own language. */
export type Catalogue = { [Group in keyof typeof en]: Texts<(typeof en)[Group]> };
type Texts<T> = { [Key in keyof T]: T[Key] extends string ? string : Texts<T[Key]> };
