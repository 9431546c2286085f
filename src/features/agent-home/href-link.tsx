import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to an app URL with its search (`/m/transaction/record?types=A`): a real anchor (long-press,
 * new tab), navigating in the app on a plain tap.
 */
export function HrefLink({
  href,
  className,
  children,
  label,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const navigate = useNavigate();
  const press = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={press} aria-label={label}>
      {children}
    </a>
  );
}
