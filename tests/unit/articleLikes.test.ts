import { describe, expect, it } from 'vitest'
import { articleLikesStore, parseSavedLikes, toggleArticleLike } from '../../state/articleLikes'

describe('article likes', () => {
  it('toggles a like and reads only string ids back from storage', () => {
    expect(toggleArticleLike('a1')).toBe(true)
    expect(articleLikesStore.liked).toEqual(['a1'])
    expect(toggleArticleLike('a1')).toBe(false)
    expect(articleLikesStore.liked).toEqual([])
    expect(parseSavedLikes('["a",1,null,"b"]')).toEqual(['a', 'b'])
    expect(parseSavedLikes('{bad json')).toEqual([])
    expect(parseSavedLikes(null)).toEqual([])
  })
})
