import { Outline as BaseOutline } from '@rspress/core/theme-original';
import { HydrationSlice } from '../logic/HydrationSlice';

/**
 * Rspress's outline column, hydrated when seen (theme/logic/HydrationSlice.tsx): on a phone it is
 * the closed "On this page" drawer, on an operation page from 1280 px the panel takes its place, so
 * while the page starts nobody sees it; its button's press hydrates it before the drawer opens.
 */
export function Outline() {
  return (
    <HydrationSlice name="outline" whenSeen=".rp-outline">
      <BaseOutline />
    </HydrationSlice>
  );
}
