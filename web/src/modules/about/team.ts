export type TeamMember = {
  name: string;
  role: string;
  bio: string;
  /** A portrait under web/public, drawn for the site. */
  image: string;
};

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Aarav Mehta',
    role: 'Co-founder & CEO',
    bio: 'Ran customer support for an online retailer for six years and kept answering the same questions; he makes sure SiteSage answers the ones your customers really ask.',
    image: '/team/aarav-mehta.svg',
  },
  {
    name: 'Priya Raghavan',
    role: 'Co-founder & CTO',
    bio: 'Spent a decade building search and data pipelines; she leads the engineering behind SiteSage’s crawler, retrieval and real-time chat.',
    image: '/team/priya-raghavan.svg',
  },
];
