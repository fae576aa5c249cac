/**
 * How long a DOM test's `waitFor` and `findBy…` wait for what they look for. Testing Library's
 * default, one second, is about the machine, not the kit: the unit files run three at a time
 * beside the browser tests on two cores, and a view loaded on demand can take longer than that
 * to be transformed and imported there. What is awaited is unchanged; only the patience is,
 * kept under the unit tests' own 5 s limit so a wait that fails still says what it waited for.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 4_000 });
