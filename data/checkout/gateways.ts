/**
 * The online gateways (spec 001 §4): ICICI, PhonePe and Razorpay, in that order, no default. The spec's checkout
 * has ICICI and PhonePe disabled; the API says which are on (GET /api/payment-gateways, an addition to §7), and
 * when it cannot be asked the spec's own states hold.
 */
import type { GatewayName } from './request'

export const GATEWAYS: readonly GatewayName[] = ['ICICI', 'PhonePe', 'Razorpay']
export const SPEC_GATEWAY_STATES: Record<GatewayName, boolean> = { ICICI: false, PhonePe: false, Razorpay: true }

export interface GatewayChoice {
  name: GatewayName
  enabled: boolean
}

/** The gateways to offer, from the API's answer (anything it does not say keeps the spec's state). */
export function gatewayChoices(body: unknown): GatewayChoice[] {
  const states = { ...SPEC_GATEWAY_STATES }
  const list = (body as { data?: unknown } | null)?.data
  if (Array.isArray(list)) {
    for (const entry of list as Array<{ name?: unknown; enabled?: unknown }>) {
      const name = GATEWAYS.find((g) => g === entry?.name)
      if (name && typeof entry.enabled === 'boolean') states[name] = entry.enabled
    }
  }
  return GATEWAYS.map((name) => ({ name, enabled: states[name] }))
}

export const specGatewayChoices = (): GatewayChoice[] => GATEWAYS.map((name) => ({ name, enabled: SPEC_GATEWAY_STATES[name] }))
