import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceRoutePage } from '../../features/site/maintenance-route.tsx';

export const Route = createFileRoute('/m/maintenance')({
  staticData: { shell: { header: 'none', footer: false, title: msg`Maintenance` } },
  component: MaintenanceRoutePage,
});
