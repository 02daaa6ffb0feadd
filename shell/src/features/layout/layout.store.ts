// SPEC §4: the sidebar's visible flag and the mobile menu's open flag.
import { proxy } from 'valtio';

export const layoutStore = proxy({ sidebarOpen: true, menuOpen: false });

export const toggleSidebar = () => {
  layoutStore.sidebarOpen = !layoutStore.sidebarOpen;
};
export const toggleMenu = () => {
  layoutStore.menuOpen = !layoutStore.menuOpen;
};
export const closeMenu = () => {
  layoutStore.menuOpen = false;
};
