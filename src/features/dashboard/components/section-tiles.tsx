import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '@/components/app-shell';

/** The portal's main sections as link cards, under a heading. */
export function SectionTiles({ heading, sections }: { heading: string; sections: readonly NavItem[] }) {
  return (
    <>
      <Typography variant="h2" sx={{ mb: 2, fontSize: '1.125rem', color: 'text.secondary' }}>
        {heading}
      </Typography>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map(({ label, to, icon: Icon, description }) => (
          <Grid key={to} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3, height: '100%' }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 44,
                      height: 44,
                      borderRadius: 3,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: '#e3f0f2',
                      color: 'primary.dark',
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography variant="h3" component="span">
                    {label}
                  </Typography>
                  {description && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                      {description}
                    </Typography>
                  )}
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}>
                    <span>Open</span>
                    <ArrowForward fontSize="small" aria-hidden />
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
