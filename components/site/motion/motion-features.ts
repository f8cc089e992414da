// Loaded after the page is interactive: LazyMotion fetches the animation engine on demand.
import { domAnimation } from 'framer-motion';

export default domAnimation;
