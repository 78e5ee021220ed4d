import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { PublicLayout } from '@/components/public-layout';
import { PRODUCT_NAME } from '@/config/brand';
import { HOST_LABELS, PORTAL_NAMES, portalHostUrl } from '@/config/portals';

interface PortalIndexProps {
  port: string;
}

/** Development convenience on bare localhost or an IP address: a link to every portal host. */
export function PortalIndex({ port }: PortalIndexProps) {
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <PublicLayout>
      <Typography variant="h1">Choose a portal</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4 }}>
        Each audience has its own portal, chosen by the first part of the host name.
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {HOST_LABELS.map(({ label, portal, alternate }) => {
          const url = portalHostUrl(label, port);
          return (
            <Grid key={label} size={{ xs: 12, sm: 6 }} component="li">
              <Card>
                <CardActionArea href={url}>
                  <CardContent>
                    <Typography variant="h3" component="span">
                      {PORTAL_NAMES[portal]}
                      {alternate ? ' (alternate host)' : ''}
                    </Typography>
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                      {url}
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </PublicLayout>
  );
}
