/** The frame page the service serves is the frame's own renderer. */
export { renderFramePage as renderFrame, type FramePageQuery } from '../frame/page.js';
