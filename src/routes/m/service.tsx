import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/service/service-page.tsx';

export const Route = createFileRoute('/m/service')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Customer service` } },
  component: ServicePage,
});
