// Deterministic text of plausible business websites for the retrieval benchmark: service pages per
// town, product pages, guides, a help centre and a blog, written from word lists with a seeded
// random generator, so every run indexes the same pages and asks the same questions. Vocabulary
// follows a long-tailed (Zipf-like) use, as real sites do: a few words are on every page, most on few.
import { seededRandom } from '@sitesage/testing';

const words = (text) => text.trim().split(/\s+/);

const towns =
  words(`Ashford Bramley Cresthaven Dunmore Elmstead Fairview Glenwood Harrowgate Ivybridge Juniper
  Kestrel Larkfield Millbrook Northgate Oakhurst Pembury Quarrydale Redmoor Southwick Thornbury Upton Valemont
  Westerly Yarrow Zennor`);

/** Each business: its name, what it sells (with a typical price), its products and its own words. */
export const businesses = {
  homeServices: {
    name: 'Harbor Lane Home Services',
    host: 'harborlane.example',
    services: [
      ['boiler repair', 180],
      ['drain cleaning', 95],
      ['roof inspection', 150],
      ['gutter cleaning', 120],
      ['lawn care', 60],
      ['tree pruning', 240],
      ['window cleaning', 80],
      ['carpet cleaning', 110],
      ['heat pump installation', 4200],
      ['water heater replacement', 1300],
      ['leak detection', 140],
      ['electrical rewiring', 2600],
      ['fuse box upgrade', 900],
      ['deck staining', 450],
      ['fence repair', 300],
      ['pest control', 130],
      ['mould removal', 520],
      ['chimney sweeping', 99],
      ['loft insulation', 1100],
      ['solar panel cleaning', 160],
      ['pressure washing', 210],
      ['kitchen remodelling', 18000],
      ['bathroom remodelling', 9500],
      ['tile regrouting', 340],
      ['snow clearing', 75],
      ['septic tank pumping', 380],
      ['sump pump installation', 1450],
      ['smart thermostat fitting', 220],
      ['air duct cleaning', 390],
      ['garage door repair', 260],
    ],
    products: words(`Everflow Thermacore Brightline Quietstream Ironleaf Duraseal Aquaguard Frostline Heatwell
      Stormshield Clearview Evergrip Powerpoint Sunvault Airmaster Drainex Rooftite Gardenia Sparkwise Warmfloor`),
    models: words('X200 S40 Pro Plus Max Mini 300 Elite Eco Compact'),
    parts:
      words(`valve pipe filter thermostat pump motor seal gasket element flue membrane shingle hinge spring
      sensor breaker socket cable nozzle bracket`),
    symptoms: [
      'a dripping tap',
      'damp patches on the ceiling',
      'a boiler that keeps losing pressure',
      'gurgling drains',
      'flickering lights',
      'a burning smell near the fuse box',
      'cold radiators',
      'water pooling by the foundation',
      'moss on the roof tiles',
      'a garage door that will not close',
      'black mould in the shower',
      'ants in the kitchen',
    ],
    vocabulary:
      words(`home house customers technician engineer visit appointment quote estimate invoice job work
      team service local family business licensed insured certified guarantee warranty parts labour materials
      hours weekend evening morning emergency call book schedule online phone email area town street property
      landlord tenant homeowner kitchen bathroom roof garden lawn yard driveway basement loft attic wall floor
      ceiling window door pipe water heating cooling energy bill efficient safe clean tidy dust mess noise
      season winter summer spring autumn rain frost storm damage repair replace install maintain check inspect
      test measure advice plan budget price cost fee deposit payment card cash finance discount offer saving
      review rating recommend trust experience years since staff apprentice van tools equipment ladder`),
  },
  bakery: {
    name: 'Crumb & Kettle Bakery',
    host: 'crumbkettle.example',
    services: [
      ['wedding cakes', 450],
      ['birthday cakes', 65],
      ['sourdough classes', 85],
      ['office catering', 220],
      ['gluten free bread', 7],
      ['custom cupcakes', 36],
    ],
    products: words('Rye Brioche Focaccia Croissant Babka Panettone Ciabatta Scone Eclair Strudel'),
    models: words('Classic Seeded Wholemeal Spelt Sesame Walnut'),
    parts: words('flour butter yeast sugar eggs cream chocolate almonds raisins honey'),
    symptoms: ['a nut allergy', 'a vegan guest', 'a late order', 'a damaged box'],
    vocabulary: words(`bread cake pastry oven bake baker fresh daily morning counter order collect delivery
      recipe flavour icing layer slice loaf dough rise crust sweet savoury coffee tea shop cafe table seat`),
  },
  software: {
    name: 'Ledgerly Accounting Software',
    host: 'ledgerly.example',
    services: [
      ['payroll', 29],
      ['invoicing', 12],
      ['expense tracking', 9],
      ['tax filing', 49],
      ['bank feeds', 0],
      ['multi currency', 15],
    ],
    products: words('Starter Growth Scale Enterprise Connect Insights Vault Sync'),
    models: words('monthly yearly team solo partner'),
    parts: words('dashboard report export import API webhook ledger account user role'),
    symptoms: ['a failed bank sync', 'a locked account', 'a duplicate invoice', 'a missing receipt'],
    vocabulary: words(`account invoice client customer plan subscription trial user login password report tax
      bank transaction currency export data secure encrypted support ticket chat integration app mobile`),
  },
  hotel: {
    name: 'The Gull Rock Hotel',
    host: 'gullrock.example',
    services: [
      ['sea view rooms', 210],
      ['spa treatments', 90],
      ['afternoon tea', 32],
      ['wedding venue hire', 6000],
      ['dog friendly rooms', 180],
      ['airport transfers', 70],
    ],
    products: words('Harbour Lighthouse Cove Dune Tidewater Skerry Saltmarsh'),
    models: words('Suite Double Twin Family Cottage'),
    parts: words('breakfast parking wifi balcony bathtub minibar towel robe'),
    symptoms: ['a late arrival', 'a cancelled flight', 'a noisy room', 'a lost key'],
    vocabulary: words(`room stay night guest check arrival departure booking reservation breakfast dinner
      restaurant bar beach coast walk view pool spa parking reception staff cancel refund deposit season`),
  },
};

/** Words any site uses, most common first: each is picked with weight 1/rank. */
const commonWords = words(`the and to of a in for is on with our we you your are be at this that it as from
  or can will have all by an more any not their most also when each every if they about before after into
  only other over some such than then them these up out so one two three new first just like make need help
  best good great quick easy simple full free extra small large right well every year month week day time`);

const sectionTitles = [
  'Pricing',
  'What is included',
  'How it works',
  'Service areas',
  'Warranty and guarantee',
  'Booking and scheduling',
  'Frequently asked questions',
  'Safety and certification',
  'Materials we use',
  'Before your visit',
  'After the job',
  'Payment options',
  'Emergency callouts',
  'Seasonal maintenance',
  'Why customers choose us',
];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

/** Zipf-like: low ranks far more often than high ones. */
function pickZipf(random, list) {
  const index = Math.floor(Math.exp(random() * Math.log(list.length + 1))) - 1;
  return list[Math.min(list.length - 1, Math.max(0, index))];
}

/** A made-up but pronounceable word: the long tail of names, codes and jargon of a real site. */
function rareWord(random) {
  const syllables = words('ka lo mi ren tor vas quil bex nor dal fen gri ost pru zan wel cor mab tish');
  const count = 2 + Math.floor(random() * 3);
  return Array.from({ length: count }, () => pick(random, syllables)).join('');
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sentenceMaker(random, business) {
  const service = () => pick(random, business.services);
  const product = () => `${pick(random, business.products)} ${pick(random, business.models)}`;
  const n = (low, high) => low + Math.floor(random() * (high - low + 1));
  const templates = [
    () => {
      const [name, price] = service();
      return `Our ${name} starts at $${price + n(0, 4) * 5} for a standard job in ${pick(random, towns)}.`;
    },
    () =>
      `Most ${service()[0]} visits take ${n(1, 3)} to ${n(4, 8)} hours, and we bring every ${pick(random, business.parts)} we might need.`,
    () =>
      `We cover ${pick(random, towns)}, ${pick(random, towns)} and ${pick(random, towns)} on weekdays, and ${pick(random, towns)} on Saturday mornings.`,
    () =>
      `The ${product()} comes with a ${n(1, 10)}-year warranty on the ${pick(random, business.parts)} and the ${pick(random, business.parts)}.`,
    () =>
      `If you notice ${pick(random, business.symptoms)}, call us on 555-${String(n(1000, 9999))} and we will usually reply within ${n(2, 48)} hours.`,
    () =>
      `${capitalise(service()[0])} is booked online or by phone; a deposit of ${n(10, 30)}% holds the date and the rest is paid when the work is done.`,
    () =>
      `Ask about the ${product()}: it weighs ${n(2, 40)} kg, measures ${n(20, 120)} cm and costs $${n(40, 900)} fitted.`,
    () =>
      `Customers in ${pick(random, towns)} rated our ${service()[0]} ${n(40, 50) / 10} out of 5 last ${pick(random, ['spring', 'summer', 'autumn', 'winter'])}.`,
  ];
  /** A sentence of the site's own and common words, with now and then a rare one. */
  const filler = () => {
    const length = n(9, 22);
    const out = [];
    for (let i = 0; i < length; i += 1) {
      const roll = random();
      if (roll < 0.45) out.push(pickZipf(random, commonWords));
      else if (roll < 0.9) out.push(pickZipf(random, business.vocabulary));
      else if (roll < 0.97) out.push(pick(random, business.services)[0].split(' ')[0]);
      else out.push(rareWord(random));
    }
    return `${capitalise(out.join(' '))}.`;
  };
  return () => (random() < 0.45 ? pick(random, templates)() : filler());
}

/**
 * Pages of one business site, each `{ url, title, text }` with text as the pipeline extracts it
 * (blocks separated by blank lines, headings as `#` lines), until `enough(pages)` says stop.
 */
export function* sitePages(business, seed) {
  const random = seededRandom(seed);
  const sentence = sentenceMaker(random, business);
  const paragraph = () => Array.from({ length: 2 + Math.floor(random() * 6) }, sentence).join(' ');
  const page = (title, sectionCount) => {
    const blocks = [];
    for (let s = 0; s < sectionCount; s += 1) {
      blocks.push(`## ${pick(random, sectionTitles)}`);
      const paragraphs = 1 + Math.floor(random() * 4);
      for (let p = 0; p < paragraphs; p += 1) blocks.push(paragraph());
    }
    return blocks.join('\n\n');
  };
  const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const seen = new Set();
  for (let i = 0; ; i += 1) {
    const kind = i % 5;
    const [service] = pick(random, business.services);
    const town = pick(random, towns);
    let title;
    let path;
    if (kind === 0 || kind === 1) {
      title = `${capitalise(service)} in ${town} | ${business.name}`;
      // A big site has several pages per service and town (offers, seasons): one URL each.
      path = `/services/${slug(service)}/${slug(town)}`;
      if (seen.has(path)) path = `${path}/${i}`;
      seen.add(path);
    } else if (kind === 2) {
      const product = `${pick(random, business.products)} ${pick(random, business.models)}`;
      title = `${product} | ${business.name}`;
      path = `/products/${slug(product)}-${i}`;
    } else if (kind === 3) {
      title = `A guide to ${service} for ${pick(random, ['first-time buyers', 'landlords', 'busy families', 'older homes'])}`;
      path = `/guides/${slug(title)}-${i}`;
    } else {
      title = `${capitalise(pick(random, business.symptoms))}? What to do next`;
      path = `/help/${slug(title)}-${i}`;
    }
    yield { url: `https://${business.host}${path}`, title, text: page(title, 2 + Math.floor(random() * 5)) };
  }
}

/**
 * Visitor questions about the home-services site, typed the way people type them: short and long,
 * with typos, other word forms, names of products, words on every page and words on none.
 */
export function visitorQuestions(count, seed) {
  const random = seededRandom(seed);
  const business = businesses.homeServices;
  const service = () => pick(random, business.services)[0];
  const product = () => `${pick(random, business.products)} ${pick(random, business.models)}`;
  const typo = (text) => {
    const at = 1 + Math.floor(random() * (text.length - 2));
    return text.slice(0, at) + text.slice(at + 1);
  };
  const templates = [
    () => `How much does ${service()} cost?`,
    () => `do you do ${service()} in ${pick(random, towns)}`,
    () => `What warranty comes with the ${product()}?`,
    () => `I have ${pick(random, business.symptoms)}, can someone come today?`,
    () => `Are you open on weekends for ${service()}?`,
    () => `${typo(service())} price`,
    () => `How heavy is the ${product()}?`,
    () => `Can I pay for ${service()} in instalments or by card?`,
    () => `Which towns do you cover near ${pick(random, towns)}?`,
    () => `Do your technicians bring the ${pick(random, business.parts)} or do I buy it?`,
    () => `what is this?`,
    () => `How long does ${service()} take and do I need to be home?`,
    () => `Is the ${pick(random, business.products)} any good for an old house?`,
    () => `quokka marmalade protocol`,
    () =>
      // A visitor pasting a long description of their problem.
      `Hello, we moved into an older house in ${pick(random, towns)} last ${pick(random, ['spring', 'winter'])} and since then we have had ${pick(random, business.symptoms)} and ${pick(random, business.symptoms)}. ` +
      `A neighbour recommended you for ${service()} and ${service()}. Could you tell me what a visit costs, how soon someone could come, ` +
      `whether you give a written quote first and whether the work comes with a guarantee? We also wonder about ${service()} later in the year.`,
  ];
  return Array.from({ length: count }, (_, i) => templates[i % templates.length]());
}
