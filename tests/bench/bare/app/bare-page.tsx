import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

/** The page both routes show: what a page of the site has at least, with nothing of the site's own. */
export function BarePage() {
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            Bare page
          </Typography>
          <Button color="inherit">News</Button>
          <Button color="inherit">Contact</Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          A bare Next.js and MUI page
        </Typography>
        <Typography component="p" sx={{ mb: 3 }}>
          This page has the parts every page of the site has: an app bar with buttons, a heading, a paragraph and a
          card, drawn with the same versions of Next.js, React, MUI and emotion. The benchmark measures it next to the
          site, so that what the site adds can be told apart from what the framework costs.
        </Typography>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h5" gutterBottom>
              A card
            </Typography>
            <Typography component="p" variant="body2">
              Cards hold a short summary and an action, as the site&apos;s news and plans do.
            </Typography>
          </CardContent>
          <CardActions>
            <Button size="small">Read more</Button>
          </CardActions>
        </Card>
      </Container>
    </>
  );
}
