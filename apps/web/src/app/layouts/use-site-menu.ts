import type { MenuGroupId } from '@app/web-kit/lib/site-content/site-map';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** Open/closed state of the header menu; any navigation (links, back, forward) closes everything. */
export function useSiteMenu() {
  const { key } = useLocation();
  const [openGroupId, setOpenGroupId] = useState<MenuGroupId | null>(null);
  const [isPhoneMenuOpen, setIsPhoneMenuOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setOpenGroupId(null);
    setIsPhoneMenuOpen(false);
  }

  const closeAll = useCallback(() => {
    setOpenGroupId(null);
    setIsPhoneMenuOpen(false);
  }, []);

  return {
    openGroupId,
    isPhoneMenuOpen,
    toggleGroup: (id: MenuGroupId) => setOpenGroupId((open) => (open === id ? null : id)),
    closeGroup: () => setOpenGroupId(null),
    togglePhoneMenu: () => setIsPhoneMenuOpen((open) => !open),
    closeAll,
  };
}

export type SiteMenuState = ReturnType<typeof useSiteMenu>;
