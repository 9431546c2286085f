import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NoticesPage } from '../../features/notices/notices-page.tsx';
import { useBackOr } from '../../lib/back-or.ts';
import { searchId } from '../../lib/search.ts';

/** `?id=`: the announcement open; none: the list. */
const SearchSchema = v.object({ id: searchId() });

export const Route = createFileRoute('/m/notice')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Announcements`, backTo: '/m/home' } },
  validateSearch: SearchSchema,
  component: function Notice() {
    const { id } = Route.useSearch();
    const navigate = Route.useNavigate();
    const close = useBackOr(() => void navigate({ search: {}, replace: true }));
    return (
      <NoticesPage
        kind="player"
        openId={id}
        onOpen={(next) => void navigate({ search: { id: next } })}
        onClose={close}
      />
    );
  },
});
