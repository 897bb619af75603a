import { describe, expect, it } from 'vitest';
import { checkImageFile, imageFileIssue } from './files';

describe('the image checker (spec 1 §5)', () => {
  it("reports 'File format should be JPG or PNG' for anything but image/jpeg and image/png", () => {
    expect(imageFileIssue({ type: 'image/gif', size: 10 })).toBe('File format should be JPG or PNG');
    expect(imageFileIssue({ type: 'text/html', size: 10 })).toBe('File format should be JPG or PNG');
    expect(imageFileIssue({ type: '', size: 10 })).toBe('File format should be JPG or PNG');
  });

  it("reports 'File size should be less than 2MB' above 2,097,152 bytes", () => {
    expect(imageFileIssue({ type: 'image/png', size: 2_097_153 })).toBe('File size should be less than 2MB');
    expect(imageFileIssue({ type: 'image/jpeg', size: 2_097_152 })).toBeNull();
  });

  it("reports 'File uploaded successfully' for a JPG or PNG within the limit", () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 1000 })).toEqual({
      ok: true,
      message: 'File uploaded successfully',
    });
    expect(checkImageFile({ type: 'image/gif', size: 1000 })).toEqual({
      ok: false,
      message: 'File format should be JPG or PNG',
    });
  });
});
