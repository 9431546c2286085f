import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../../features/notices/agreement-page.tsx';

export const Route = createFileRoute('/m/useragreement')({
  staticData: { shell: { header: 'page', footer: false, title: msg`User agreement` } },
  component: AgreementPage,
});
