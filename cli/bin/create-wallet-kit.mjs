#!/usr/bin/env node
// A committed launcher, so npm links the bin on install even before `dist/` is built.
import '../dist/bin.js';
