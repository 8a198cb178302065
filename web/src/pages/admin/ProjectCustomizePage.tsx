import { useNavigate } from 'react-router-dom';
import { CustomizeForm } from '../../modules/projects/customize/CustomizeForm';
import { VisitorContactForm } from '../../modules/projects/customize/VisitorContactForm';
import { useProjectOutlet } from '../../modules/projects/useProjectOutlet';

export function ProjectCustomizePage() {
  const project = useProjectOutlet();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="customization-heading">
      <h2 id="customization-heading" className="sr-only">
        Customization
      </h2>
      <CustomizeForm
        key={project.id}
        project={project}
        onSaved={(saved) => {
          void navigate(`/admin/projects/${encodeURIComponent(saved.id)}/deploy`);
        }}
      />
      <VisitorContactForm key={`contact-${project.id}`} project={project} />
    </section>
  );
}
