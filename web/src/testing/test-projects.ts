import type { Project } from '../modules/projects/projects.types';

export function testProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p1',
    project_id: 'pub-acme-123',
    name: 'acme.test',
    description: '',
    status: 'active',
    paused: false,
    bot_name: 'Assistant',
    bot_welcome_message: 'Hi! How can I help?',
    bot_template_messages: 'Opening hours?,Where are you?',
    require_user_details: false,
    site_url: 'https://www.acme.test/',
    created_at: '2025-01-01T10:00:00Z',
    updated_at: '2025-01-01T10:00:00Z',
    totalSessions: 12,
    totalResponses: 30,
    totalResources: 3,
    allowed_hosts: ['acme.test', '*.acme.test'],
    allow_localhost: false,
    theme: {
      position: 'bottom-right',
      button: { button_text: 'Chat', button_color: '#383a9e' },
      user_message_bubble_color: '#383A9E',
      bot_message_bubble_color: '#ffecee',
      text_color: '#fff',
      chat_screen_background_color: '#FAFAFA',
      width: 400,
      height: 500,
    },
    ...overrides,
  };
}
