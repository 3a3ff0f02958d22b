// The widget's translation bundles ship without type declarations; they only register texts.
declare module 'altcha/i18n/fi';
