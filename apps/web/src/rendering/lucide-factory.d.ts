// lucide-react's factory by its file (server-icon.tsx): the package exports its `dist/` files
// but types only its entry, where the same function is `createLucideIcon`.
declare module 'lucide-react/dist/esm/createLucideIcon.mjs' {
  import type { LucideIcon, LucideIconData } from 'lucide-react';
  export default function createLucideIcon(icon: LucideIconData): LucideIcon;
}
