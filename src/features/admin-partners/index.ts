export { AdminPartnersPage } from './pages/partners-page';
export { AdminPartnerPage } from './pages/partner-page';
export { PartnerLeaderboardPage } from './pages/leaderboard-page';
export { PartnersAtRiskPage } from './pages/at-risk-page';
