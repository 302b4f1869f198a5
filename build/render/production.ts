// Imported first by the build: React's development build validates every element and is many times slower at thousands of pages.
process.env.NODE_ENV ??= 'production';
