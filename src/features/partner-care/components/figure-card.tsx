// The dashboard's figure card is the shared one.
export { FigureCard } from '@/components/figure-card';
