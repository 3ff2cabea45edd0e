#!/usr/bin/env node
// The Nu HTML Checker (npm's vnu-jar, tests/e2e/standards.spec.ts) runs on Debian's Java.
import { ensurePackage } from './ensurePackage.js'

ensurePackage({ pkg: 'default-jre-headless', binary: process.env.JAVA_PATH ?? '/usr/bin/java', envVar: 'JAVA_PATH', about: 'about a minute' })
