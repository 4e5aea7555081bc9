import { StatusPage } from '../../components/status-page.tsx';

export function NotFound() {
  return <StatusPage title="Page not found" text="There is no page at this address. Check the link, or head back home." />;
}
