// Entry of the bundled action (dist/index.js). All logic lives in ./main.ts.
import { run } from './main.js';

void run();
