import type { Config } from 'tailwindcss';

// Tailwind 4 reads its theme from client/src/index.css (@theme); this file names the sources
// and the brand colours so editors and tools that still read a JS config find them.
export default {
  content: ['./client/index.html', './client/src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: { 50: '#ecfdf5', 500: '#059669', 600: '#047857', 700: '#065f46' },
      },
    },
  },
} satisfies Config;
