/** A legal section's heading id: the menu moves focus there, so reading continues from that section. */
export const legalHeadingId = (sectionId: string) => `${sectionId}-title`;
