export type IconName = 'cloud' | 'shield' | 'chart' | 'code' | 'chip' | 'users' | 'bolt' | 'globe' | 'support' | 'lock';

export type ArtTone = 'teal' | 'sky' | 'violet' | 'amber' | 'rose' | 'emerald';

export interface PageLink {
  to: string;
  label: string;
}

interface PageBase {
  path: string;
  /** The browser tab title and the search result title. */
  title: string;
  /** The page's h1; distinct on every page. */
  heading: string;
  intro: string;
}

export interface Feature {
  title: string;
  text: string;
  icon: IconName;
}

export interface Stat {
  value: string;
  label: string;
}

/** Live figures a page shows: the packages on sale, the income rules, the deposit and withdrawal rules. */
export type LiveTopic = 'packages' | 'incomes' | 'money';

export interface LiveBlock {
  topic: LiveTopic;
  heading: string;
  /** The plain explanation above the live figures (searched with the page). */
  text: string;
  /** Packages: a Buy link on each card (to /stake, through the sign-in for a visitor). */
  buy?: boolean;
  /** Packages: each card adds what the package pays over its whole term. */
  detailed?: boolean;
}

export interface LandingPage extends PageBase {
  kind: 'landing';
  variant: 'split' | 'centered' | 'banner' | 'minimal';
  eyebrow: string;
  art: ArtTone;
  actions: PageLink[];
  features: { heading: string; items: Feature[] };
  stats?: Stat[];
  steps?: { heading: string; items: { title: string; text: string }[] };
  /** Sections of live figures from the server, in order, after the features. */
  live?: LiveBlock[];
  /** The risk statement, shown on every landing page. */
  risk: string;
  cta: { heading: string; text: string; action: PageLink };
}

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface ArticlePage extends PageBase {
  kind: 'article';
  updated?: string;
  /** Legal pages: the view names the operator's company (name, address, e-mail) from the settings. */
  showsCompany?: boolean;
  /** Numbered sections read as steps (the purchase guide). */
  isNumbered?: boolean;
  sections: ArticleSection[];
  related?: { heading: string; links: PageLink[] };
}

export interface CardItem {
  title: string;
  text: string;
  meta?: string;
  art?: ArtTone;
  icon?: IconName;
  link?: PageLink;
}

export interface CardsPage extends PageBase {
  kind: 'cards';
  /** tiles: icon cards; art: illustrated cards; chips: a cloud of short links. */
  style: 'tiles' | 'art' | 'chips';
  items: CardItem[];
}

export interface QuotesPage extends PageBase {
  kind: 'quotes';
  quotes: { text: string; name: string; role: string }[];
}

export interface PricingPage extends PageBase {
  kind: 'pricing';
  /** The shop: each package has a Buy link. */
  buy?: boolean;
  /** Package details: each package shows its profit over the term too. */
  detailed?: boolean;
  /** The live packages come from the server; these lines explain what their figures mean. */
  notes: string[];
  risk: string;
  footnote: string;
}

/** A setting whose live value an FAQ answer shows beside the text (docs/product.md#site). */
export type FaqFigure =
  | 'withdrawalMinimum'
  | 'withdrawalChargePercent'
  | 'packageWithdrawalMinimum'
  | 'packageWithdrawalChargePercent'
  | 'depositMinimum'
  | 'levelIncomePercents'
  | 'directIncomePercent'
  | 'timezone'
  | 'kycRequiredForWithdrawal'
  | 'companyEmail';

export interface FaqPage extends PageBase {
  kind: 'faq';
  questions: { question: string; answer: string; figures?: FaqFigure[] }[];
}

export interface Person {
  name: string;
  role: string;
  bio: string;
}

export interface PeoplePage extends PageBase {
  kind: 'people';
  people: Person[];
}

export interface TimelinePage extends PageBase {
  kind: 'timeline';
  entries: { date: string; title: string; place?: string; text: string }[];
}

/**
 * A page of the platform's news (docs/product.md#news): its posts come from the API, the page says how it shows them.
 * grid and list: every post, newest first; topics: a search and the categories and tags beside the list; authors,
 * categories, tags: the published ones with their posts; latest: the newest post, of `category` when given.
 */
export interface NewsPage extends PageBase {
  kind: 'news';
  view: 'grid' | 'list' | 'topics' | 'authors' | 'categories' | 'tags' | 'latest';
  category?: string;
}

export interface NoticePage extends PageBase {
  kind: 'notice';
  code: string;
  action: PageLink;
  secondary?: PageLink;
}

export interface SearchPage extends PageBase {
  kind: 'search';
}

export type SitePage =
  | LandingPage
  | ArticlePage
  | CardsPage
  | QuotesPage
  | PricingPage
  | FaqPage
  | PeoplePage
  | TimelinePage
  | NewsPage
  | NoticePage
  | SearchPage;

export type PageKind = SitePage['kind'];
