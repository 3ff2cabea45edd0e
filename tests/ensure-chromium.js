#!/usr/bin/env node
// Browser tests run in Debian's Chromium (Playwright's own browser download cannot work here).
import { ensurePackage } from './ensurePackage.js'

ensurePackage({ pkg: 'chromium', binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', envVar: 'CHROMIUM_PATH', about: 'about 30 s' })
