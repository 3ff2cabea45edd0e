#!/usr/bin/env node
// The README's nginx recipe is tested in Debian's nginx (tests/cli/nginx-recipe.test.ts).
import { ensurePackage } from './ensurePackage.js'

ensurePackage({ pkg: 'nginx', binary: process.env.NGINX_PATH ?? '/usr/sbin/nginx', envVar: 'NGINX_PATH', about: 'a few seconds' })
