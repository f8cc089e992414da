"""The records of docs/spec.md section 3, as a Django app would store them."""
from django.db import models


class Message(models.Model):
    created_at = models.DateTimeField(auto_now_add=True)
    full_name = models.CharField(max_length=200)
    userEmail = models.EmailField()
    user = models.CharField(max_length=200, null=True, blank=True)
    phone_number = models.CharField(max_length=50)
    service_of_interest = models.CharField(max_length=200)
    description = models.TextField()

    class Meta:
        ordering = ['-created_at', '-id']


class Reply(models.Model):
    message = models.ForeignKey(Message, related_name='replies', on_delete=models.CASCADE)
    user = models.CharField(max_length=200, blank=True)
    userEmail = models.CharField(max_length=254, blank=True)
    # docs/spec.md section 5: an empty reply is not blocked.
    reply_text = models.TextField(blank=True)
    admin_user = models.CharField(max_length=200)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ['created_at', 'id']


class News(models.Model):
    title = models.CharField(max_length=200)
    date = models.DateField()
    # Nullable: DRF turns an empty `image=` into None, which is why the product leaves the part
    # out to keep a banner (lib/backend/upstream/news.ts).
    image = models.ImageField(upload_to='news/', null=True, blank=True)
    description = models.TextField(blank=True)

    class Meta:
        ordering = ['-date', '-id']


class Job(models.Model):
    title = models.CharField(max_length=200)
    description = models.TextField()
    requirements = models.TextField()
    start_date = models.DateField(auto_now_add=True)
    end_date = models.DateField()

    class Meta:
        ordering = ['-start_date', '-id']


class Visitor(models.Model):
    ip_address = models.GenericIPAddressField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ['-created_at', '-id']
