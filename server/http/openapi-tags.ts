// The tags of the OpenAPI documents (server/http/openapi.ts): an operation's tag is the first segment of its path
// after /data/ (`/data/chat/messages` → chat), so a generated client groups the calls as the URLs do. Every tag an
// operation names is declared here with what it covers; server/http/openapi.test.ts checks both ways, per document.

export interface OpenApiTag {
  name: string;
  description: string;
}

/** The public contract's tags (the site's and the apps' calls). */
export const PUBLIC_TAGS: readonly OpenApiTag[] = [
  { name: 'account', description: 'Sign-up, the signed-in account, its phone numbers, sessions and second factor.' },
  { name: 'ads', description: "Posting and editing one's ads, the draft, reports and a seller's phone numbers." },
  { name: 'banners', description: 'Banner advertising: the banners of a page and their click-through redirect.' },
  { name: 'categories', description: 'The category tree in one language (spec section 3: Category).' },
  { name: 'chat', description: 'Chat with sellers and Haat support: conversations, messages, blocking, reports.' },
  { name: 'contact-requests', description: 'The contact form of the help pages.' },
  { name: 'details', description: 'One ad with its similar ads (the ad page).' },
  { name: 'doorstep', description: 'Doorstep delivery: featured, popular and recent delivery ads, counts and shops.' },
  { name: 'favorites', description: "The signed-in account's favourite ads." },
  { name: 'home', description: 'The home page data.' },
  { name: 'jobs', description: 'Jobs: resumes, applications, the employer dashboard and the profile database.' },
  { name: 'locations', description: 'The places in one language (spec section 3: Location).' },
  { name: 'logout', description: 'Sign-out: ends the session.' },
  { name: 'memberships', description: 'Membership quotes and the promotions a membership includes.' },
  { name: 'my', description: "The signed-in account's dashboard: its ads, orders, payments, shop, stats." },
  { name: 'notifications', description: "The signed-in account's notifications." },
  { name: 'online_membership', description: 'The membership landing: packages on sale (spec section 7).' },
  { name: 'orders', description: 'Doorstep orders: quotes, placing an order, the courier places and webhook.' },
  { name: 'page-content', description: 'Content pages (terms, privacy, help) as the back office edits them.' },
  { name: 'password-resets', description: 'Forgotten passwords: ask for a reset link and complete it.' },
  { name: 'payments', description: 'Checkout, payment state and the payment processors’ returns and callbacks.' },
  { name: 'pictures', description: 'Uploading and deleting the pictures of an ad.' },
  { name: 'products', description: 'Promotion upsell: the price of a selection before checkout.' },
  { name: 'promotions', description: 'Promotion products available for an ad and invoice details.' },
  { name: 'saved-searches', description: 'Saved searches and their alerts.' },
  { name: 'serp', description: 'Search results: ads by filters, words, place and category (spec section 7).' },
  { name: 'sessions', description: 'Sign-in: password, Google, phone code and the second step.' },
  { name: 'shops', description: "Members' shops and a shop's ads." },
  { name: 'static', description: 'SEO data of the site.' },
  { name: 'vertical', description: 'The jobs vertical: its filters.' },
];

/** The staff document's tags (the back office's calls, core/backoffice/permissions.ts). */
export const STAFF_TAGS: readonly OpenApiTag[] = [
  { name: 'admin', description: 'The back office: people, payments, content, catalogue, staff, audit and more.' },
  { name: 'ads', description: 'Marking a listing fee paid outside the payment processors.' },
  { name: 'chat', description: "Haat support's inbox and its conversations with visitors." },
  { name: 'jobs', description: "Granting an employer's profile-database pack." },
  { name: 'payments', description: 'Refunds.' },
  { name: 'review', description: 'The review queue: approve and reject ads.' },
];
