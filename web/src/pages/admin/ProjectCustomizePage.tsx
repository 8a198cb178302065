import { ComingSoon } from '../../ui/ComingSoon';

export function ProjectCustomizePage() {
  return (
    <ComingSoon
      title="Customization"
      summary="Name your agent, write its welcome message and quick questions, and set the colours, size and chat button — with a live preview."
    />
  );
}
