import { Loader } from '@/components/site/Loader';

// Inside the panel's layout, so the sidebar stays while the next screen loads.
export default function PanelLoading() {
  return <Loader />;
}
