export const WIZARD_STEPS = ['Basic Details', 'Customizations', 'Deploy'] as const;
