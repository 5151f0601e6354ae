-- Demo data: the four featured courses (spec: two premium, rating 4.5, '4 weeks').
-- Idempotent: safe to run on every start. The demo accounts are created by the backend's
-- `seed` command (it hashes their passwords); see apps/backend/README.md.

insert into public.courses
  (slug, title_en, title_ar, description_en, description_ar, thumbnail_url,
   instructor_name, instructor_avatar_url, difficulty, duration, is_premium, rating)
values
  ('english-for-beginners',
   'English for Beginners', 'الإنجليزية للمبتدئين',
   'Start speaking English with confidence: everyday vocabulary, simple grammar and clear pronunciation.',
   'ابدأ التحدث بالإنجليزية بثقة: مفردات يومية وقواعد بسيطة ونطق واضح.',
   'https://images.unsplash.com/photo-1546410531-bb4caa6b424d?w=640',
   'Sarah Ahmed', 'https://i.pravatar.cc/96?img=47',
   'beginner', '4 weeks', false, 4.5),
  ('business-english',
   'Business English', 'الإنجليزية للأعمال',
   'Meetings, e-mails and presentations: the English you need at work.',
   'الاجتماعات والرسائل والعروض التقديمية: الإنجليزية التي تحتاجها في العمل.',
   'https://images.unsplash.com/photo-1552664730-d307ca884978?w=640',
   'Omar Hassan', 'https://i.pravatar.cc/96?img=12',
   'intermediate', '4 weeks', true, 4.5),
  ('english-grammar-mastery',
   'English Grammar Mastery', 'إتقان قواعد اللغة الإنجليزية',
   'Tenses, conditionals and reported speech, practised until they feel natural.',
   'الأزمنة والجمل الشرطية والكلام المنقول، بالتدريب حتى تصبح طبيعية.',
   'https://images.unsplash.com/photo-1503676260728-1c00da094a0b?w=640',
   'Mona Khalil', 'https://i.pravatar.cc/96?img=32',
   'advanced', '4 weeks', true, 4.5),
  ('conversational-english',
   'Conversational English', 'المحادثة باللغة الإنجليزية',
   'Real conversations on everyday topics to build fluency and listening skills.',
   'محادثات حقيقية في موضوعات يومية لبناء الطلاقة ومهارات الاستماع.',
   'https://images.unsplash.com/photo-1522202176988-66273c2fd55f?w=640',
   'Youssef Nabil', 'https://i.pravatar.cc/96?img=15',
   'intermediate', '4 weeks', false, 4.5)
on conflict (slug) do nothing;
