import { createFileRoute } from '@tanstack/react-router';
import { ALIAS_SHELL, aliasOf } from '../-alias.ts';

export const Route = createFileRoute('/m/index.html')({
  staticData: { shell: ALIAS_SHELL },
  beforeLoad: aliasOf('/m/home'),
});
