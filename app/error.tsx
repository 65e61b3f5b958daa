'use client';

export { BareErrorScreen as default } from '@/components/layout/bare-error-screen';
