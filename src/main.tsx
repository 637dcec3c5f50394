// The portal's entry (index.html): the shell starts it, drawing the login page or the portal.
import { start } from './shell/start';

void start();
